import { progressBar } from './progress';

function output(isTTY: boolean) {
  const written: string[] = [];
  return { out: { isTTY, write: (text: string) => written.push(text) }, written };
}

describe('progressBar', () => {
  it('redraws one bar in place on a terminal, at most every 100 ms, and ends it with a newline', () => {
    let now = 0;
    const { out, written } = output(true);
    const sut = progressBar('feature-view', out, () => now);
    sut.update(0, 200, '0 events/s');
    now = 50;
    sut.update(50, 200); // too soon: not drawn
    now = 150;
    sut.update(100, 200, '900 events/s');
    now = 160;
    sut.update(200, 200); // 100 % is always drawn
    sut.finish();
    expect(written).toEqual([
      '\rfeature-view [........................] 0% 0/200  0 events/s   ',
      '\rfeature-view [############............] 50% 100/200  900 events/s   ',
      '\rfeature-view [########################] 100% 200/200   ',
      '\n',
    ]);
  });

  it('writes plain lines elsewhere: one per 10 % step, no carriage returns', () => {
    const { out, written } = output(false);
    const sut = progressBar('export', out, () => 0);
    for (let done = 0; done <= 1000; done += 50) sut.update(done, 1000);
    sut.finish();
    expect(written).toHaveLength(11);
    expect(written[0]).toBe('export: 0% (0/1000)\n');
    expect(written[10]).toBe('export: 100% (1000/1000)\n');
    expect(written.join('')).not.toContain('\r');
  });

  it('without a total, counts every 5 s and once at the end', () => {
    let now = 0;
    const { out, written } = output(false);
    const sut = progressBar('export', out, () => now);
    sut.update(10, null);
    now = 1000;
    sut.update(20, null);
    now = 6000;
    sut.update(30, null);
    sut.finish();
    expect(written).toEqual(['export: (10)\n', 'export: (30)\n', 'export: (30)\n']);
  });
});
