// A strict little XML well-formedness check for the SVGs we write (no parser is installed).
export function assertWellFormedXml(xml: string): void {
  // XML 1.0's Char production: no C0 control but tab, LF and CR, nor U+FFFE/U+FFFF, raw or as a reference.
  const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.exec(xml);
  if (forbidden)
    throw new Error(
      `character U+${forbidden[0].charCodeAt(0).toString(16).padStart(4, '0')} is not allowed in XML, at ${forbidden.index}`,
    );
  for (const [reference, decimal, hex] of xml.matchAll(/&#(?:(\d+)|x([0-9a-fA-F]+));/g)) {
    const code = decimal ? Number(decimal) : parseInt(hex, 16);
    if (code < 0x20 ? ![0x9, 0xa, 0xd].includes(code) : code === 0xfffe || code === 0xffff || code > 0x10ffff) {
      throw new Error(`${reference} refers to a character XML does not allow`);
    }
  }
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/gy;
  let match: RegExpExecArray | null;
  let index = 0;
  while (index < body.length && (match = token.exec(body))) {
    index = token.lastIndex;
    const [, closing, name, , selfClosing, text, stray] = match;
    if (stray) throw new Error(`stray "<" at ${match.index}`);
    if (text !== undefined) {
      if (/&(?!(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text))
        throw new Error(`bad entity in text at ${match.index}`);
      if (stack.length === 0 && text.trim() !== '') throw new Error('text outside the root element');
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (index < body.length) throw new Error(`unparseable at ${index}: ${body.slice(index, index + 40)}`);
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
}
