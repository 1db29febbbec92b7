// Wraps every story: the catalogue's own layout helpers (story-row, story-stack, story-narrow).
import type { GlobalProvider } from '@ladle/react';
import './catalogue.css';

export const Provider: GlobalProvider = ({ children }) => <main className="story-main">{children}</main>;
