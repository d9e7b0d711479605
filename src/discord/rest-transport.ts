import { DefaultRestOptions, type RESTOptions } from 'discord.js';

/**
 * discord.js's REST sends uploads as a global (Node-bundled) FormData through undici's global dispatcher,
 * which the bot's newer undici (the API client's) owns: that version does not recognise the other's FormData
 * and fails the request ("action is not a function"). Encoding the form to bytes first works with both.
 */
export const makeRequest: RESTOptions['makeRequest'] = async (url, init) => {
  if (!(init.body instanceof FormData)) return DefaultRestOptions.makeRequest(url, init);
  const encoded = new Response(init.body);
  const headers = new Headers(init.headers);
  headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data');
  return DefaultRestOptions.makeRequest(url, {
    ...init,
    headers: Object.fromEntries(headers),
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
};
