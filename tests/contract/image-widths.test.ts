/**
 * The image widths the clients ask the image service for: each image field of the GraphQL operations names
 * its width (`Image.url(width:)`), one of the product's — 320 by default, 480 for tile images, 720 for title
 * images, 1440 for hero images. The operations are static documents, so the widths live in them and not in
 * app code; this test is the one place that holds them to the product's values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Kind, parse, visit, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';

const OPERATIONS = 'contracts/graphql/operations';
const WIDTHS = { default: 320, tile: 480, title: 720, hero: 1440 } as const;

/** Every `url(width: N)` of the operations: the field path it sits under and N. */
function requestedWidths(): { file: string; path: string; width: number }[] {
  const found: { file: string; path: string; width: number }[] = [];
  for (const file of readdirSync(OPERATIONS).filter((name) => name.endsWith('.graphql'))) {
    const path: string[] = [];
    visit(parse(readFileSync(`${OPERATIONS}/${file}`, 'utf8')), {
      Field: {
        enter(node: FieldNode) {
          path.push(node.name.value);
          const width = node.name.value === 'url' ? node.arguments?.find((argument) => argument.name.value === 'width') : undefined;
          if (width) found.push({ file, path: path.slice(-3).join('.'), width: width.value.kind === Kind.INT ? Number(width.value.value) : Number.NaN });
        },
        leave() {
          path.pop();
        },
      },
    });
  }
  return found;
}

describe('image widths in the operations', () => {
  const widths = requestedWidths();

  it('are each one of the product widths (320, 480, 720, 1440), written as a number', () => {
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((entry) => !Object.values(WIDTHS).includes(entry.width as never))).toEqual([]);
  });

  it.each([
    ['a tile card image', 'image.url', WIDTHS.tile],
    ['a hero image', 'hero.image.url', WIDTHS.hero],
    ['a title image', 'titleAsImage.url', WIDTHS.title],
    ["a collection group's backdrop", 'backdropImage.url', WIDTHS.hero],
  ])('%s is asked for at its width', (_name, path, width) => {
    const matching = widths.filter((entry) => entry.path.endsWith(path));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.some((entry) => entry.width === width)).toBe(true);
  });
});
