import { SubNav } from '../../components/sub-nav';

/** The access area's sections. */
export function AccessNav() {
  return (
    <SubNav
      label="Access"
      items={[
        { to: '/access/users', text: 'Users' },
        { to: '/access/groups', text: 'Groups' },
        { to: '/access/roles', text: 'Roles' },
        { to: '/access/service-accounts', text: 'Service accounts' },
        { to: '/access/api-tokens', text: 'API tokens' },
      ]}
    />
  );
}
