// Tiny helpers for writing SVG by hand.

/**
 * Text for an SVG: escaped, and without control characters. XML 1.0 forbids most C0 controls even
 * as character references (one in a child's name made every picture of the story malformed, the
 * gallery cover too), and DEL and C1 are discouraged; names stored before the API refused them
 * still reach here. Tab and line ends stay (XML allows them); U+FFFE and U+FFFF, which it forbids, go.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g, '')
    .replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

export function n(value: number): string {
  return Number(value.toFixed(1)).toString();
}

/** Mixes two #rrggbb colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A four-pointed twinkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const s = r * 0.28;
  return `<path d="M${n(x)} ${n(y - r)} L${n(x + s)} ${n(y - s)} L${n(x + r)} ${n(y)} L${n(x + s)} ${n(y + s)} L${n(x)} ${n(y + r)} L${n(x - s)} ${n(y + s)} L${n(x - r)} ${n(y)} L${n(x - s)} ${n(y - s)} Z" fill="${fill}" opacity="${opacity}"/>`;
}
