import { ParameterComponents, type ParameterObject } from './parameter-components';

const path = (name: string): ParameterObject => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const query = (name: string, schema: Record<string, unknown>): ParameterObject => ({ name, in: 'query', required: false, schema });

describe('ParameterComponents (issue 42 §3)', () => {
  it('declares a parameter that two operations take once and refers to it; one taken once stays inline', () => {
    const sut = new ParameterComponents();
    [path('projectId'), path('projectId'), path('fingerprint')].forEach((p) => sut.count(p));
    expect(sut.refer(path('projectId'))).toEqual({ $ref: '#/components/parameters/ProjectId' });
    expect(sut.refer(path('fingerprint'))).toEqual(path('fingerprint'));
    expect(sut.all()).toEqual({ ProjectId: path('projectId') });
  });

  it('names query parameters apart from path ones, and a list apart from a single value', () => {
    const sut = new ParameterComponents();
    const one = query('project', { type: 'string' });
    const many = query('project', { type: 'array', items: { type: 'string' } });
    [one, one, many, many, path('project'), path('project')].forEach((p) => sut.count(p));
    expect([one, many, path('project')].map((p) => sut.refer(p))).toEqual([
      { $ref: '#/components/parameters/ProjectQuery' },
      { $ref: '#/components/parameters/ProjectListQuery' },
      { $ref: '#/components/parameters/Project' },
    ]);
  });

  it('refers to a component declared up front even where one operation takes it', () => {
    const key: ParameterObject = { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } };
    const sut = new ParameterComponents({ IdempotencyKey: key });
    sut.count(key);
    expect(sut.refer(key)).toEqual({ $ref: '#/components/parameters/IdempotencyKey' });
  });

  it('stops at two different parameters that would share a component name', () => {
    const sut = new ParameterComponents();
    const a = query('limit', { type: 'integer', maximum: 10 });
    const b = query('limit', { type: 'integer', maximum: 20 });
    [a, a, b, b].forEach((p) => sut.count(p));
    sut.refer(a);
    expect(() => sut.refer(b)).toThrow(/two different parameters would be components.parameters.LimitQuery/);
  });
});
