// A linear-time XML tokenizer for the spreadsheet reader: every position of the text is visited a bounded
// number of times, so hostile input (unclosed tags, deep nesting) costs time in proportion to its size.
// Entities are decoded, never declared: a DOCTYPE is refused, so no entity can expand.

export type XmlToken =
  | { kind: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

export class XmlError extends Error {}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML entities, then the `_xHHHH_` escapes Office writes for control characters. */
export function decodeXml(text: string): string {
  if (!text.includes('&') && !text.includes('_x')) return text;
  return text
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/gi, (entity, code: string) => {
      if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? entity;
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** `x:row` → `row`: writers differ in namespace prefixes. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Attributes of a start tag's text (without `<name` and `>`), keyed by local name. */
function parseAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  let at = 0;
  while (at < text.length) {
    const equals = text.indexOf('=', at);
    if (equals === -1) break;
    const name = text.slice(at, equals).trim();
    let open = equals + 1;
    while (text[open] === ' ' || text[open] === '\t' || text[open] === '\n' || text[open] === '\r') open += 1;
    const quote = text[open];
    if (quote !== '"' && quote !== "'") throw new XmlError('attribute without quotes');
    const close = text.indexOf(quote, open + 1);
    if (close === -1) throw new XmlError('unterminated attribute');
    if (name) attrs[localName(name)] = decodeXml(text.slice(open + 1, close));
    at = close + 1;
  }
  return attrs;
}

/** The end of a start tag: the first `>` outside quotes. */
function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let at = from; at < xml.length; at += 1) {
    const char = xml[at];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return at;
    } else if (char === '<') {
      throw new XmlError('unterminated tag');
    }
  }
  throw new XmlError('unterminated tag');
}

function skipPast(xml: string, from: number, marker: string): number {
  const at = xml.indexOf(marker, from);
  if (at === -1) throw new XmlError(`missing ${marker}`);
  return at + marker.length;
}

export function* scanXml(xml: string): Generator<XmlToken> {
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const textEnd = lt === -1 ? xml.length : lt;
    if (textEnd > at) yield { kind: 'text', text: decodeXml(xml.slice(at, textEnd)) };
    if (lt === -1) return;
    if (xml.startsWith('<?', lt)) {
      at = skipPast(xml, lt + 2, '?>');
    } else if (xml.startsWith('<!--', lt)) {
      at = skipPast(xml, lt + 4, '-->');
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      if (end === -1) throw new XmlError('unterminated CDATA');
      yield { kind: 'text', text: xml.slice(lt + 9, end) };
      at = end + 3;
    } else if (xml.startsWith('<!', lt)) {
      throw new XmlError('DOCTYPE is not allowed');
    } else if (xml[lt + 1] === '/') {
      const end = xml.indexOf('>', lt + 2);
      if (end === -1) throw new XmlError('unterminated end tag');
      yield { kind: 'close', name: localName(xml.slice(lt + 2, end).trim()) };
      at = end + 1;
    } else {
      const end = tagEnd(xml, lt + 1);
      const selfClosing = xml[end - 1] === '/';
      const body = xml.slice(lt + 1, selfClosing ? end - 1 : end);
      const space = body.search(/[\s]/);
      const name = space === -1 ? body : body.slice(0, space);
      yield { kind: 'open', name: localName(name), attrs: space === -1 ? {} : parseAttributes(body.slice(space)), selfClosing };
      at = end + 1;
    }
  }
}
