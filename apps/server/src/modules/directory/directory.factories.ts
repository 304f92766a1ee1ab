/** The exhibitor fixtures live with the exhibitors domain; the directory's tests keep this name. */
export { addExhibitor, type ExhibitorFixture, exhibitAs } from '../exhibitors/exhibitors.factories';
