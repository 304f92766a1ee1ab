import { useTranslation } from 'react-i18next';
import { CenterFrame } from '../../enterprises';
import { MeetingList } from '../components/meeting-list';
import { MeetingSettings } from '../components/meeting-settings';

/** /myEnterprise/inviList: the meetings the enterprise received and sent, and its meeting settings. */
export default function EnterpriseMeetingsPage() {
  const { t } = useTranslation('meetings');
  return (
    <CenterFrame active="inviList" title={t('center.title')}>
      {() => (
        <>
          <MeetingSettings />
          <MeetingList defaultDirection="to" />
        </>
      )}
    </CenterFrame>
  );
}
