// A strict little XML well-formedness check for the SVGs we write (no parser is installed).
export function assertWellFormedXml(xml: string): void {
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
      if (/&(?!(lt|gt|amp|quot|apos|#\d+);)/.test(text)) throw new Error(`bad entity in text at ${match.index}`);
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
