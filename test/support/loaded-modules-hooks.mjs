/** The loader hooks test/support/loaded-modules.mjs registers: they report each URL loaded over a port. */
let port;

export function initialize(data) {
  port = data.port;
}

export function load(url, context, nextLoad) {
  port.postMessage(url);
  return nextLoad(url, context);
}
