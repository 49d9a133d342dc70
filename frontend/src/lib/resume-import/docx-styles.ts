// Word's All Caps or Small Caps set through a style (styles.xml), which mammoth does not report: a run
// prints in capitals when its own formatting, its character style or its paragraph style
// (each through the styles it is based on) or the document's defaults turn caps on.
import { DOMParser } from '@xmldom/xmldom';

export interface StyleCaps {
  /** Caps a paragraph style gives its runs: true, false (turned off) or undefined (not set). */
  paragraph(styleId: string | null | undefined): boolean | undefined;
  character(styleId: string | null | undefined): boolean | undefined;
  /** Caps the document's default run properties give. */
  fallback: boolean;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

interface Style {
  type: string;
  basedOn?: string;
  caps?: boolean;
}

/** The element's direct children named `w:<name>`. */
const children = (parent: Element | undefined, name: string): Element[] =>
  parent
    ? Array.from(parent.childNodes).filter(
        (n: Node): n is Element =>
          n.nodeType === 1 && (n as Element).namespaceURI === W && (n as Element).localName === name,
      )
    : [];
const child = (parent: Element | undefined, name: string) => children(parent, name)[0];
const val = (el: Element | undefined) => (el?.hasAttributeNS(W, 'val') ? el.getAttributeNS(W, 'val') : undefined);

/**
 * Caps from a run-property block (`w:rPr`): `<w:caps/>` or `<w:smallCaps/>`, each on unless its value says off.
 * Small Caps prints every letter as a capital (the lower-case ones shorter), so it reads as capitals too.
 */
function capsIn(rPr: Element | undefined): boolean | undefined {
  const set = ['caps', 'smallCaps'].flatMap((name) => children(rPr, name));
  if (set.length === 0) return undefined;
  return set.some((el) => {
    const value = val(el);
    return value == null || !/^(0|false|off)$/i.test(value);
  });
}

export function readStyleCaps(stylesXml: string): StyleCaps {
  const root = stylesXml.trim()
    ? (new DOMParser({ errorHandler: () => {} }).parseFromString(stylesXml, 'text/xml').documentElement ?? undefined)
    : undefined;
  const styles = new Map<string, Style>();
  for (const style of children(root, 'style')) {
    const id = style.getAttributeNS(W, 'styleId');
    if (!id) continue;
    styles.set(id, {
      type: style.getAttributeNS(W, 'type') || 'paragraph',
      basedOn: val(child(style, 'basedOn')) ?? undefined,
      // The style's own run properties, not those of a paragraph mark inside its pPr.
      caps: capsIn(child(style, 'rPr')),
    });
  }
  const resolve = (type: string, id: string | null | undefined): boolean | undefined => {
    const seen = new Set<string>();
    for (
      let s = id ? styles.get(id) : undefined;
      s && s.type === type;
      s = s.basedOn ? styles.get(s.basedOn) : undefined
    ) {
      if (s.caps !== undefined) return s.caps;
      if (seen.has(s.basedOn ?? '')) break;
      seen.add(s.basedOn ?? '');
    }
    return undefined;
  };
  const defaults = child(child(child(root, 'docDefaults'), 'rPrDefault'), 'rPr');
  return {
    paragraph: (id) => resolve('paragraph', id),
    character: (id) => resolve('character', id),
    fallback: capsIn(defaults) ?? false,
  };
}
