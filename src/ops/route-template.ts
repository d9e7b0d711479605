/** Path segments of the hosting API that name a collection; every other segment is an id. */
const routeWords = new Set(['servers', 'mods', 'resources', 'activity']);

/** `/servers/abc/mods` -> `/servers/:id/mods`, so ids never become label values (one series per server). */
export function routeTemplate(path: string): string {
  const withoutQuery = path.split('?')[0] ?? '';
  return withoutQuery
    .split('/')
    .map((segment) => (segment === '' || routeWords.has(segment) ? segment : ':id'))
    .join('/');
}
