// Word's All Caps set through a style (styles.xml), which mammoth does not report: a run
// prints in capitals when its own formatting, its character style or its paragraph style
// (each through the styles it is based on) or the document's defaults turn caps on.

export interface StyleCaps {
  /** Caps a paragraph style gives its runs: true, false (turned off) or undefined (not set). */
  paragraph(styleId: string | null | undefined): boolean | undefined;
  character(styleId: string | null | undefined): boolean | undefined;
  /** Caps the document's default run properties give. */
  fallback: boolean;
}

interface Style {
  type: string;
  basedOn?: string;
  caps?: boolean;
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** A `<w:caps/>` in a run-property block: on unless its value says off. */
function capsIn(rPr: string | undefined): boolean | undefined {
  const tag = rPr && /<w:caps\b[^>]*\/?>/.exec(rPr)?.[0];
  if (!tag) return undefined;
  const val = attr(tag, 'w:val');
  return val === undefined || !/^(0|false|off)$/i.test(val);
}

/** The run properties of a style or of the defaults, not those of a paragraph mark inside its pPr. */
const runProps = (xml: string) =>
  /<w:rPr\b[^>]*>([\s\S]*?)<\/w:rPr>/.exec(xml.replace(/<w:pPr\b[\s\S]*?<\/w:pPr>/g, ''))?.[1];

export function readStyleCaps(stylesXml: string): StyleCaps {
  const styles = new Map<string, Style>();
  for (const [whole, open = ''] of stylesXml.matchAll(/(<w:style\b[^>]*>)[\s\S]*?<\/w:style>/g)) {
    const id = attr(open, 'w:styleId');
    if (!id) continue;
    const basedOn = /<w:basedOn\b[^>]*>/.exec(whole)?.[0];
    styles.set(id, {
      type: attr(open, 'w:type') ?? 'paragraph',
      basedOn: basedOn && attr(basedOn, 'w:val'),
      caps: capsIn(runProps(whole)),
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
  const defaults = /<w:rPrDefault\b[\s\S]*?<\/w:rPrDefault>/.exec(stylesXml)?.[0];
  return {
    paragraph: (id) => resolve('paragraph', id),
    character: (id) => resolve('character', id),
    fallback: capsIn(defaults && runProps(defaults)) ?? false,
  };
}
