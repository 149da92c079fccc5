import type { VariantOf } from '../../../../common/experiments.ts';

/** The save-and-record prompt: saving a show records its future airings (the spec's own sentence). */
export const SAVE_AND_RECORD_TEXT = 'Save this show to record future airings.';

/**
 * Where an episode page shows the save-and-record prompt (the saveAndRecord2024-04-08 experiment): above its
 * actions (variant_above), below them (variant_below), or nowhere (control, or a page without a Save action).
 */
export function saveAndRecordPlacement(variant: VariantOf<'saveAndRecord'>, hasSave: boolean): 'above' | 'below' | null {
  if (!hasSave) return null;
  switch (variant) {
    case 'variant_above':
      return 'above';
    case 'variant_below':
      return 'below';
    case 'control':
      return null;
  }
}
