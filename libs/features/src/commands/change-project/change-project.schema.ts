import { named, object, string, type Infer } from '@pennant/platform';

/** Body of `POST .../features/{f}/changeProject`. */
export const changeProjectSchema = named('changeProjectSchema', object({ newProjectId: string({ minLength: 1, maxLength: 100 }) }));

export type ChangeProjectBody = Infer<typeof changeProjectSchema>;
