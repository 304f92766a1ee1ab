import { describe, expect, it } from 'vitest';
import { nextPreviewState, PREVIEW_STATES, previewBody } from './index';

describe('page preview state table', () => {
  it('allows exactly the transitions of the review', () => {
    const table = Object.fromEntries(
      PREVIEW_STATES.map((from) => [
        from,
        (['edit', 'submit', 'approve', 'reject'] as const).map((a) => nextPreviewState(from, a)),
      ]),
    );
    expect(table).toEqual({
      draft: ['draft', 'pending', null, null],
      pending: [null, null, 'approved', 'rejected'],
      approved: ['draft', null, null, null],
      rejected: ['draft', 'pending', null, null],
    });
  });

  it('keeps a profile to 1000 characters and reads empty texts as none', () => {
    expect(previewBody.safeParse({ profileZhHans: '纸'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'PREVIEW_PROFILE_TOO_LONG',
    );
    expect(previewBody.parse({ profileZhHans: '  ', profileEn: 'Tissue' })).toEqual({
      profileZhHans: null,
      profileZhHant: null,
      profileEn: 'Tissue',
    });
  });
});
