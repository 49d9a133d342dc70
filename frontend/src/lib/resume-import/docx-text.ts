// A .docx resume's text with its structure kept, from mammoth's document model: paragraphs
// stay paragraphs, list items (bulleted or numbered) become "- " lines, tables are read cell
// by cell, text boxes where they are anchored. mammoth leaves page headers and footers out.
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { readStyleCaps, type StyleCaps } from './docx-styles.js';

interface DocxNode {
  type: string;
  children?: DocxNode[];
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  numbering?: unknown;
  breakType?: string;
  /** Word's All Caps set on the run itself: the run is stored in any case and printed in capitals. */
  isAllCaps?: boolean;
  /** Small Caps on the run: printed in capitals too, the lower-case letters set smaller. */
  isSmallCaps?: boolean;
}

export interface DocxImport {
  text: string;
  /** Tables side by side in one row with text in more than one cell. */
  columns: number;
}

const TYPED_BULLET = /^[•▪◦‣●■►▸◆➢➤✓›»–*-]\s+/;

/** The caps the file's styles give, read from its styles.xml (the .docx is a zip). */
async function styleCaps(data: ArrayBuffer | Uint8Array): Promise<StyleCaps> {
  const zip = await JSZip.loadAsync(data);
  return readStyleCaps((await zip.file('word/styles.xml')?.async('string')) ?? '');
}

export async function importDocx(data: ArrayBuffer | Uint8Array): Promise<DocxImport> {
  let root: DocxNode | undefined;
  const caps = await styleCaps(data);
  // Node's mammoth reads a Buffer, the browser build an ArrayBuffer.
  const nodeBuffer = (globalThis as { Buffer?: { from(d: ArrayBuffer | Uint8Array): unknown } }).Buffer;
  const input = nodeBuffer ? { buffer: nodeBuffer.from(data) } : { arrayBuffer: data };
  await mammoth.convertToHtml(input as { arrayBuffer: ArrayBuffer }, {
    transformDocument: (doc: DocxNode) => {
      root = doc;
      return doc;
    },
  });
  const lines: string[] = [];
  let columns = 1;

  // A run's caps: its own, else its character style's, else its paragraph style's, else the defaults'.
  const inline = (node: DocxNode, paragraphCaps: boolean): string => {
    const children = () => (node.children ?? []).map((c) => inline(c, paragraphCaps)).join('');
    switch (node.type) {
      case 'text':
        return node.value ?? '';
      case 'tab':
        return ' ';
      case 'break':
        return node.breakType === 'line' ? '\n' : '';
      case 'run': {
        const text = children();
        return node.isAllCaps || node.isSmallCaps || (caps.character(node.styleId) ?? paragraphCaps)
          ? text.toUpperCase()
          : text;
      }
      case 'hyperlink':
        return children();
      default:
        return '';
    }
  };

  const block = (node: DocxNode): void => {
    switch (node.type) {
      case 'paragraph': {
        const paragraphCaps = caps.paragraph(node.styleId) ?? caps.fallback;
        const text = (node.children ?? [])
          .map((c) => inline(c, paragraphCaps))
          .join('')
          .split('\n')
          .map((l) => l.replace(/\s+/g, ' ').trim())
          .filter(Boolean);
        if (text.length === 0) return;
        const heading = /^(heading|title)|\bheading\b/i.test(node.styleName ?? '');
        if (heading && lines.length > 0) lines.push('');
        const listed = node.numbering != null;
        for (const [i, t] of text.entries()) {
          const body = t.replace(TYPED_BULLET, '');
          lines.push(listed && i === 0 ? `- ${body}` : body !== t ? `- ${body}` : t);
        }
        // Paragraphs inside runs (text boxes) are read where they sit.
        for (const child of node.children ?? []) walkNested(child);
        return;
      }
      case 'table':
        for (const row of node.children ?? []) {
          const cells = row.children ?? [];
          const filled = cells.filter((c) => (c.children ?? []).some((b) => b.type !== 'paragraph' || hasText(b)));
          columns = Math.max(columns, cells.length > 1 && filled.length > 1 ? filled.length : 1);
          for (const cell of cells) for (const b of cell.children ?? []) block(b);
        }
        return;
      default:
        for (const child of node.children ?? []) block(child);
    }
  };

  const walkNested = (node: DocxNode): void => {
    if (node.type === 'paragraph' || node.type === 'table') block(node);
    else for (const child of node.children ?? []) walkNested(child);
  };

  if (root) block(root);
  return {
    text: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    columns,
  };
}

function hasText(node: DocxNode): boolean {
  if (node.type === 'text') return (node.value ?? '').trim() !== '';
  return (node.children ?? []).some(hasText);
}
