import type { FeatureResponse } from '../queries/get-feature/feature.response';
import { FeatureResponses } from './feature-responses';

function flag(name: string, description: string): FeatureResponse {
  return { name, description } as FeatureResponse;
}

describe('FeatureResponses', () => {
  it('hands a request the flag built at its command position or later, and only flags someone waits on are wanted', async () => {
    const responses = new FeatureResponses();
    expect(responses.wanted(['a'])).toEqual([]);
    const served = await responses.around('a', async () => {
      expect(responses.wanted(['b', 'a', 'a'])).toEqual(['a']);
      responses.publish(7, [flag('a', 'at 7'), flag('b', 'nobody waits')]);
      responses.publish(9, [flag('a', 'at 9')]);
      responses.publish(8, [flag('a', 'older than what is kept')]);
      return { position: 8 };
    });
    expect(served?.description).toBe('at 9');
    expect(responses.stats).toEqual({ served: 1, missed: 0 });
    // Released: nothing kept, nothing wanted.
    expect(responses.wanted(['a'])).toEqual([]);
    expect(await responses.around('a', async () => ({ position: 1 }))).toBeUndefined();
  });

  it('answers nothing for a response built before the command position, a command that appended nothing, or one that failed', async () => {
    const responses = new FeatureResponses();
    const early = await responses.around('a', async () => {
      responses.publish(4, [flag('a', 'too early')]);
      return { position: 5 };
    });
    expect(early).toBeUndefined();
    const noop = await responses.around('a', async () => {
      responses.publish(4, [flag('a', 'not this command')]);
      return { position: 0 };
    });
    expect(noop).toBeUndefined();
    await expect(responses.around('a', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(responses.wanted(['a'])).toEqual([]);
    expect(responses.stats).toEqual({ served: 0, missed: 2 });
  });

  it('keeps a flag wanted until the last of several concurrent requests for it is done', async () => {
    const responses = new FeatureResponses();
    let releaseFirst!: () => void;
    const first = responses.around('a', () => new Promise((resolve) => (releaseFirst = () => resolve({ position: 3 }))));
    const second = await responses.around('a', async () => {
      responses.publish(3, [flag('a', 'at 3')]);
      return { position: 2 };
    });
    expect(second?.description).toBe('at 3');
    expect(responses.wanted(['a'])).toEqual(['a']);
    releaseFirst();
    expect((await first)?.description).toBe('at 3');
    expect(responses.wanted(['a'])).toEqual([]);
  });
});
