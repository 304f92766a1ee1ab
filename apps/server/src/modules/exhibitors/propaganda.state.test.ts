import {
  PROPAGANDA_STATES,
  PROPAGANDA_TRANSITIONS,
  type PropagandaMove,
  type PropagandaState,
  propagandaMove,
} from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';

/* The propaganda state table (contracts), every state × move; no database needed. */

describe('propaganda state table', () => {
  // Every state × move: the expected next state, or null when refused.
  const expected: Record<PropagandaState, Record<PropagandaMove, PropagandaState | null>> = {
    draft: {
      edit: 'draft',
      submit: 'submitted',
      revoke: 'revoked',
      approve: null,
      reject: null,
      requestChanges: null,
    },
    submitted: {
      edit: 'submitted',
      submit: 'submitted',
      revoke: 'revoked',
      approve: 'approved',
      reject: 'rejected',
      requestChanges: 'changesRequested',
    },
    approved: {
      edit: null,
      submit: null,
      revoke: null,
      approve: 'approved',
      reject: null,
      requestChanges: null,
    },
    rejected: {
      edit: 'rejected',
      submit: 'submitted',
      revoke: null,
      approve: null,
      reject: 'rejected',
      requestChanges: null,
    },
    changesRequested: {
      edit: 'changesRequested',
      submit: 'submitted',
      revoke: null,
      approve: null,
      reject: null,
      requestChanges: 'changesRequested',
    },
    revoked: {
      edit: null,
      submit: null,
      revoke: 'revoked',
      approve: null,
      reject: null,
      requestChanges: null,
    },
  };
  for (const state of PROPAGANDA_STATES) {
    for (const move of Object.keys(PROPAGANDA_TRANSITIONS) as PropagandaMove[]) {
      it(`${state} --${move}--> ${expected[state][move]}`, () => {
        expect(propagandaMove(state, move)).toBe(expected[state][move]);
      });
    }
  }
});
