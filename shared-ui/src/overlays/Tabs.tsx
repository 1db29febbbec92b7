import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
import './overlays.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selectedId?: string;
  onSelectionChange?: (id: string) => void;
}

/** Tabs (WAI-ARIA tabs pattern): arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ label, tabs, selectedId, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className="mdp-tabs"
      {...(selectedId !== undefined ? { selectedKey: selectedId } : {})}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
    >
      <TabList className="mdp-tab-list" aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="mdp-tab" isDisabled={tab.isDisabled}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="mdp-tab-panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
