// Every remote of the catalogue (platform-tools/catalogue.mjs), bundled into the monolith with its
// declaration; static-runtime.test.ts checks this list against the catalogue.
import activationDeclaration from 'mfe-activation/declaration.json';
import activation from 'mfe-activation/src/remote';
import cardsDeclaration from 'mfe-cards/declaration.json';
import cards from 'mfe-cards/src/remote';
import homeDeclaration from 'mfe-home/declaration.json';
import home from 'mfe-home/src/remote';
import notificationsDeclaration from 'mfe-notifications/declaration.json';
import notifications from 'mfe-notifications/src/remote';
import settingsDeclaration from 'mfe-settings/declaration.json';
import settings from 'mfe-settings/src/remote';
import type { BundledRemote } from './static-runtime';

export const BUNDLED_REMOTES: readonly BundledRemote[] = [
  { module: home, declaration: homeDeclaration },
  { module: activation, declaration: activationDeclaration },
  { module: cards, declaration: cardsDeclaration },
  { module: settings, declaration: settingsDeclaration },
  { module: notifications, declaration: notificationsDeclaration },
];
