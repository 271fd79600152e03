import { historyHref } from './recorded-store';

describe('links into the history', () => {
  it('name the event, flag or project in the URL the history area reads', () => {
    expect(historyHref({ event: 42 })).toBe('/history?event=42');
    expect(historyHref({ project: 'shop', feature: 'new cart' })).toBe('/history?feature=new+cart&project=shop');
    expect(historyHref({})).toBe('/history');
  });
});
