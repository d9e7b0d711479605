import type { Glossary } from './types.js';
import { glossary as english } from './en-US.js';

/** British English uses American English's words for every term. */
export const glossary: Glossary = english;
