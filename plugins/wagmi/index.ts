// portico/wagmi: Portico's modal as a wagmi connector. Also reachable as portico/plugins/wagmi.
export { portico, PORTICO_CONNECTOR_ID, type PorticoConnectorParameters, type PorticoProvider } from './porticoConnector.js'
