import { ItemIdTakenError } from '@pennant/core';
import { deciderSpec } from '@pennant/core/testing';
import { BadDataError } from '@pennant/kernel';
import { InvalidSignupTokenError, PublicSignupTokenNotFoundError } from './access.errors';
import { publicSignupTokenDecider, type PublicSignupTokenEvent } from './public-signup-token.decider';

const NOW = '2026-11-25T10:00:00.000Z';
const LATER = '2026-12-02T10:00:00.000Z';
const link = {
  fingerprint: '0123456789abcdef',
  secret: '***' as const,
  name: 'Team sign-up',
  enabled: true,
  expiresAt: LATER,
  createdAt: NOW,
  createdBy: 'admin',
  rootRole: 3,
};
const created: PublicSignupTokenEvent = { type: 'public-signup-token-created', data: { data: link } };
const sut = deciderSpec(publicSignupTokenDecider);

describe('public sign-up link decider (ADR 0051)', () => {
  it('creates an enabled Viewer link without its secret; the name is trimmed and the expiry must be in the future', () => {
    sut
      .given([])
      .when({ kind: 'create', fingerprint: link.fingerprint, name: ' Team sign-up ', expiresAt: LATER, createdBy: 'admin', now: NOW })
      .then([created]);
    sut
      .given([])
      .when({ kind: 'create', fingerprint: link.fingerprint, name: 'x', expiresAt: NOW, createdBy: 'admin', now: NOW })
      .thenThrows(BadDataError, /expiresAt must be in the future/);
    sut
      .given([])
      .when({ kind: 'create', fingerprint: link.fingerprint, name: '  ', expiresAt: LATER, createdBy: 'admin', now: NOW })
      .thenThrows(BadDataError, /name must not be empty/);
    sut
      .given([created])
      .when({ kind: 'create', fingerprint: link.fingerprint, name: 'again', expiresAt: LATER, createdBy: 'admin', now: NOW })
      .thenThrows(ItemIdTakenError);
  });

  it('updates expiry and enabled with preData, accepts a past expiry (the UI deletes that way), and records nothing for no change', () => {
    sut
      .given([created])
      .when({ kind: 'update', changes: { expiresAt: NOW } })
      .then([{ type: 'public-signup-token-updated', data: { data: { ...link, expiresAt: NOW }, preData: link } }]);
    sut
      .given([created])
      .when({ kind: 'update', changes: { enabled: false } })
      .then([{ type: 'public-signup-token-updated', data: { data: { ...link, enabled: false }, preData: link } }]);
    sut
      .given([created])
      .when({ kind: 'update', changes: { expiresAt: '2026-12-02T10:00:00Z', enabled: true } })
      .thenNothing();
    sut
      .given([])
      .when({ kind: 'update', changes: { enabled: false } })
      .thenThrows(PublicSignupTokenNotFoundError);
  });

  it('adds a user only through a usable link: unknown, disabled and expired links are all refused alike', () => {
    const added: PublicSignupTokenEvent = {
      type: 'public-signup-token-user-added',
      data: { data: { fingerprint: link.fingerprint, secret: '***', name: link.name, userId: 7 } },
    };
    sut.given([created]).when({ kind: 'add-user', userId: 7, now: NOW }).then([added]);
    sut.given([created, added]).when({ kind: 'add-user', userId: 7, now: NOW }).thenNothing();
    sut.given([]).when({ kind: 'add-user', userId: 7, now: NOW }).thenThrows(InvalidSignupTokenError);
    const disabled: PublicSignupTokenEvent = {
      type: 'public-signup-token-updated',
      data: { data: { ...link, enabled: false }, preData: link },
    };
    sut.given([created, disabled]).when({ kind: 'add-user', userId: 7, now: NOW }).thenThrows(InvalidSignupTokenError);
    sut.given([created]).when({ kind: 'add-user', userId: 7, now: LATER }).thenThrows(InvalidSignupTokenError);
  });
});
