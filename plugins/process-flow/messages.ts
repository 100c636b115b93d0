import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Process flow',
    palette: {
      flowchart: 'Flowchart',
      terminator: 'Start / end',
      process: 'Process',
      decision: 'Decision',
      inputOutput: 'Input / output',
      document: 'Document',
      predefinedProcess: 'Predefined process',
      connector: 'Connector',
    },
    properties: {
      shape_fill: 'Fill',
      shape_outline: 'Outline',
    },
  },
} satisfies PluginMessages;
