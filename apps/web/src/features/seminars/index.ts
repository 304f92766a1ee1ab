/** What other features may use of seminars: the survey form (with its styles) and its calls. */
import './seminars.css';

export { useSurvey } from './api/invoices';
export { errorText } from './components/api-error';
export { SurveyForm } from './components/survey-form';
