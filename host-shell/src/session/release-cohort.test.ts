import { makeAutoObservable, runInAction } from 'mobx';
import { PERSONAS } from 'shared-contracts/testing';
import { keepReleaseCohort } from './release-cohort';
import type { SessionStore } from './session-store';

const cohortCookie = () => document.cookie.split('; ').find((part) => part.startsWith('mdpCohort='));

describe('keepReleaseCohort', () => {
  afterEach(() => {
    document.cookie = 'mdpCohort=; path=/; max-age=0';
  });

  it('writes the business and email domain when a session starts and when the business changes; keeps it after sign-out', () => {
    const { user, business } = PERSONAS.owner;
    const session = makeAutoObservable({ user: null as typeof user | null, business: null as typeof business | null });
    const stop = keepReleaseCohort(session as unknown as SessionStore);
    expect(cohortCookie()).toBeUndefined();
    runInAction(() => {
      session.user = { ...user, email: 'Owner@TokoKu.Test' };
      session.business = business;
    });
    expect(cohortCookie()).toBe(`mdpCohort=${business.id}~tokoku.test`);
    runInAction(() => {
      session.business = { ...business, id: 'biz_tokoku_express' };
    });
    expect(cohortCookie()).toBe('mdpCohort=biz_tokoku_express~tokoku.test');
    runInAction(() => {
      session.user = null;
      session.business = null;
    });
    expect(cohortCookie()).toBe('mdpCohort=biz_tokoku_express~tokoku.test');
    stop();
  });
});
