/** What other domains may use of business cards: the chat's exchange between two users. */
export { exchangeCardsBetween, holdsCard } from './cards.service';
export { cardsReceivedBy } from './interaction.repository';
