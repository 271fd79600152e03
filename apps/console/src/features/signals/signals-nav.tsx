import { SubNav } from '../../components/sub-nav';

/** The signals area's sections. */
export function SignalsNav() {
  return (
    <SubNav
      label="Signals and actions"
      items={[
        { to: '/signals', text: 'Signal endpoints' },
        { to: '/signals/actions', text: 'Action sets' },
      ]}
    />
  );
}
