/** What other features may use of business cards: the caller's card holder. */
export { useCardHolder } from './api/cards';
