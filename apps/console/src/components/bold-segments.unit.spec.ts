import { boldSegments } from './bold-segments';

describe('boldSegments', () => {
  it('marks the runs between pairs of ** as bold', () => {
    expect(boldSegments('**admin** created **checkout** in project **default**')).toEqual([
      { text: 'admin', bold: true },
      { text: ' created ', bold: false },
      { text: 'checkout', bold: true },
      { text: ' in project ', bold: false },
      { text: 'default', bold: true },
    ]);
  });
  it('leaves text with an unpaired marker as it is', () => {
    expect(boldSegments('2 ** 3 = 8')).toEqual([{ text: '2 ** 3 = 8', bold: false }]);
    expect(boldSegments('plain')).toEqual([{ text: 'plain', bold: false }]);
  });
});
