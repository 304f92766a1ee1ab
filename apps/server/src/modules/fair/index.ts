/**
 * The fair edition: the one service every domain reads the current fair, its dates, venue and
 * phases through (docs/decisions.md "Fair editions and phases").
 */
export {
  assertRegistrationOpen,
  clearFairCache,
  currentExhibitionId,
  currentFair,
  fairById,
  listFairs,
  toFairEdition,
} from './fair.service';
