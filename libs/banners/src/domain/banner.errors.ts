import { NotFoundError } from '@pennant/kernel';

export class BannerNotFoundError extends NotFoundError {
  constructor(id: number) {
    super(`Could not find a banner with the id ${id}.`);
  }
}
