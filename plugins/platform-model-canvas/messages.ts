import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Platform model canvas',
    areas: {
      peerProducers: { title: 'Peer producers', hint: 'Who creates the value exchanged on the platform? What moves them to take part?' },
      peerConsumers: { title: 'Peer consumers', hint: 'Who uses that value? What do they look for on the platform?' },
      partners: { title: 'Partners', hint: 'Who brings professional value the peers need (suppliers, integrators, investors)?' },
      valuePropositions: { title: 'Value propositions', hint: 'Why do producers, consumers and partners come and stay: the core and ancillary value for each.' },
      transactions: { title: 'Transactions', hint: 'Which exchanges happen between the parties, and what moves in each one?' },
      valueUnits: { title: 'Value units', hint: 'What is exchanged: the listings, products, services, data or content.' },
      channels: { title: 'Channels and contexts', hint: 'Where and how do the parties meet: apps, places, events, communities?' },
      services: { title: 'Services', hint: 'Which services make transactions easier, cheaper or better for the parties?' },
      infrastructure: { title: 'Infrastructure and core components', hint: 'What the platform owner provides and runs: assets, rules, tools, data.' },
    },
  },
} satisfies PluginMessages;
