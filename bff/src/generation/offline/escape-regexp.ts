/** `text` as a regular expression that matches it literally (a name like "Mr. (Tiny)" or "C++"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
