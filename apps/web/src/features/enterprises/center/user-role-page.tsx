import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
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
                    { key: 'applications', label: t('applications.tab'), children: <ApplicationsList /> },
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
