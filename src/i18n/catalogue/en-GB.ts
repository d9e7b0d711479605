import type { LocaleCatalogue } from './en-US.js';

export default {} satisfies LocaleCatalogue;
