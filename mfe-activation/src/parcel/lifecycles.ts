import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { ParcelLifecycles, ParcelProps } from 'shared-contracts';
import { ActivationRoot } from './ActivationRoot';
import { ParcelErrorBoundary } from './ParcelErrorBoundary';

const lifecycles: ParcelLifecycles = singleSpaReact<ParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ActivationRoot,
  errorBoundaryClass: ParcelErrorBoundary as unknown as React.ComponentClass<ParcelProps & AppProps>,
}) as unknown as ParcelLifecycles;

export default lifecycles;
