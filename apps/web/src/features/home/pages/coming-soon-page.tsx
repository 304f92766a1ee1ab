import { ComingSoon } from '../../../components/coming-soon';

/** /comingSoon: the shared "coming soon" screen (it holds the page's <h1>). */
export default function ComingSoonPage() {
  return (
    <div className="page">
      <ComingSoon />
    </div>
  );
}
