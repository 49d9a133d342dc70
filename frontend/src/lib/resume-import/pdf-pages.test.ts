import { describe, expect, it } from 'vitest';
import { layoutPdf } from './pdf-layout.js';
import { readPdfPages, type PdfSource } from './pdf-pages.js';

const HEIGHT = 792;
/** pdf.js's operator numbers: save, restore, transform, fill, stroke, constructPath. */
const SAVE = 10;
const RESTORE = 11;
const TRANSFORM = 12;
const FILL = 22;
const STROKE = 20;
const PATH = 91;

/** A text item as pdf.js gives it: `y` is the baseline from the page's top, in points. */
const item = (str: string, x: number, y: number, width: number, o: { size?: number; font?: string } = {}) => {
  const size = o.size ?? 10;
  return { str, transform: [size, 0, 0, size, x, HEIGHT - y], width, height: size, fontName: o.font ?? 'body' };
};

/** A shape's box in points from the page's top-left, painted as Chromium prints: in CSS pixels, y down. */
type Box = { x: number; y: number; w: number; h: number; paint?: number };

/** One page of text items and shapes, read through a stand-in for a pdf.js document. */
async function read(items: unknown[], boxes: Box[]) {
  const px = (pt: number) => pt / 0.75;
  const fnArray = [SAVE, TRANSFORM];
  const argsArray: unknown[] = [null, [0.75, 0, 0, -0.75, 0, HEIGHT]];
  for (const b of boxes) {
    fnArray.push(PATH);
    argsArray.push([b.paint ?? FILL, [null], new Float32Array([px(b.x), px(b.y), px(b.x + b.w), px(b.y + b.h)])]);
  }
  fnArray.push(RESTORE);
  argsArray.push(null);
  const pdf: PdfSource = {
    numPages: 1,
    getPage: () =>
      Promise.resolve({
        getViewport: () => ({ width: 612, height: HEIGHT }),
        getTextContent: () => Promise.resolve({ items }),
        getOperatorList: () => Promise.resolve({ fnArray, argsArray }),
      }),
  };
  return layoutPdf(await readPdfPages(pdf)).text.split('\n');
}

/** A disc bullet of 3.7 pt in the x-height of the line whose baseline is `y`, as Chromium draws `list-style: disc`. */
const disc = (x: number, y: number, paint = FILL, d = 3.7): Box => ({ x, y: y - 3.5 - d / 2, w: d, h: d, paint });

/** A heading over three items, the first wrapped, set 16.5 pt apart: as close as a wrap. */
const trainingItems = (heading: string, headingWidth: number) => [
  item(heading, 228, 672.7, headingWidth, { size: 10.5, font: 'bold' }),
  item('VECCS Emergency and Critical Care Conference, San Antonio,', 228, 693.7, 340.6, { size: 11 }),
  item('2023', 228, 710.2, 28, { size: 11 }),
  item('Advanced Anesthesia Monitoring, NAVTA online course, 2022', 228, 726.7, 335.8, { size: 11 }),
  item('Exotic Animal Nursing workshop, Texas A&M, 2021', 228, 743.2, 278.6, { size: 11 }),
];

describe('bullets drawn as shapes', () => {
  it('keeps items with discs hung in the margin apart, though they are set as close as a wrap', async () => {
    const items = trainingItems('CONTINUING EDUCATION', 180);
    const lines = await read(items, [disc(216, 693.7), disc(216, 726.7), disc(216, 743.2)]);
    expect(lines).toEqual([
      'CONTINUING EDUCATION',
      '- VECCS Emergency and Critical Care Conference, San Antonio, 2023',
      '- Advanced Anesthesia Monitoring, NAVTA online course, 2022',
      '- Exotic Animal Nursing workshop, Texas A&M, 2021',
    ]);
  });

  it('takes the half-em discs of a pdfkit list as bullets, though its items are set as close as a wrap', async () => {
    const items = trainingItems('TRAINING', 60);
    const discs = [693.7, 726.7, 743.2].map((y) => disc(213, y, FILL, 5.3));
    expect((await read(items, discs)).slice(2)).toEqual([
      '- Advanced Anesthesia Monitoring, NAVTA online course, 2022',
      '- Exotic Animal Nursing workshop, Texas A&M, 2021',
    ]);
  });

  it('takes the items under a paragraph, level with it and drawn with discs, as bullets', async () => {
    const items = [
      item('Brand and packaging designer with a soft spot for type, five years in studios.', 64.5, 400, 330),
      item(
        'Designed packaging ranges for three regional food producers, from dielines to press checks.',
        64.5,
        414,
        368.1,
      ),
      item('Built a brand identity and signage system for a chain of five bike repair shops.', 64.5, 428, 312.9),
    ];
    const lines = await read(items, [disc(53.2, 414), disc(53.2, 428)]);
    expect(lines).toEqual([
      'Brand and packaging designer with a soft spot for type, five years in studios.',
      '- Designed packaging ranges for three regional food producers, from dielines to press checks.',
      '- Built a brand identity and signage system for a chain of five bike repair shops.',
    ]);
  });

  it('reads a disc painted twice (filled, then outlined) as one bullet', async () => {
    const items = [
      item('SKILLS', 40, 100, 40, { font: 'bold' }),
      item('Kubernetes and Terraform', 52, 116, 120),
      item('Prometheus alerting', 52, 130, 95),
    ];
    const boxes = [disc(42, 116), disc(42, 116, STROKE), disc(42, 130), disc(42, 130, STROKE)];
    expect(await read(items, boxes)).toEqual(['SKILLS', '- Kubernetes and Terraform', '- Prometheus alerting']);
  });

  it('leaves a contact line after a map pin alone, though the pin holds a small round dot', async () => {
    const items = [
      item('Jane Doe', 40, 60, 90, { size: 20 }),
      item('jane.doe@example.com', 52, 90, 100),
      item('Chicago, IL', 52, 104, 50),
    ];
    const pin = { x: 41.3, y: 96.3, w: 5.2, h: 7.2 };
    const dot = { x: 42.8, y: 97.8, w: 2.1, h: 2.1 };
    expect(await read(items, [pin, dot])).toEqual(['Jane Doe', 'jane.doe@example.com', 'Chicago, IL']);
  });

  it('leaves a contact line after a round icon alone: a lone mark that wide is an icon', async () => {
    const items = [item('Jane Doe', 40, 60, 90, { size: 20 }), item('(312) 555-0147', 52, 90, 70)];
    const icon = { x: 40.5, y: 83, w: 6.7, h: 6.7 };
    expect(await read(items, [icon])).toEqual(['Jane Doe', '(312) 555-0147']);
  });

  it('reads a dot drawn between two parts of a line as a separator, not a bullet', async () => {
    const items = [
      item('Designer, Atelier Rouge', 51, 200, 100, { font: 'bold' }),
      item('Paris', 51, 214, 24),
      item('2018 – 2023', 82, 214, 50),
    ];
    expect(await read(items, [disc(76.5, 214)])).toEqual(['Designer, Atelier Rouge', 'Paris 2018 – 2023']);
  });
});
