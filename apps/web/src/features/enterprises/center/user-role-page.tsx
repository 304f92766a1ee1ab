import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, useApplications } from '../api/center';
import { ApplicationsList } from './applications-list';
import { CenterFrame } from './center-frame';
import { ReplaceAdmin } from './replace-admin';
import { StaffList } from './staff-list';

/**
 * /myEnterprise/userRole and /enterpriseCenterEn/userRole: the members and their roles. The
 * administrator also reviews join applications and may hand the administrator role over.
 */
export default function UserRolePage() {
  const { t } = useTranslation('enterprises');
  return (
    <CenterFrame active="userRole" title={t('center.menu.userRole')}>
      {(membership) => {
        const admin = membership.role === 'admin';
        return (
          <Tabs
            destroyOnHidden
            items={[
              { key: 'staff', label: t('staff.tab'), children: <StaffList admin={admin} /> },
              ...(admin
                ? [
                    { key: 'applications', label: <ApplicationsTabLabel />, children: <ApplicationsList /> },
                    { key: 'replace', label: t('replace.tab'), children: <ReplaceAdmin /> },
                  ]
                : []),
            ]}
          />
        );
      }}
    </CenterFrame>
  );
}

/** The join requests' tab with how many wait (the list's own first query, so one call serves both). */
function ApplicationsTabLabel() {
  const { t } = useTranslation('enterprises');
  const { t: tc } = useTranslation('common');
  const waiting = useApplications({ status: 'pending', keyword: undefined, page: 1, pageSize: PAGE_SIZE });
  const count = waiting.data?.total;
  return <>{count ? tc('tabCount', { tab: t('applications.tab'), count }) : t('applications.tab')}</>;
}
