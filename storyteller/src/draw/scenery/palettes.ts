import type { Landscape } from '../../lexicon/settings/types.ts';

// The colours of each landscape: its sky at dusk and at night, its near and far ground, and the
// accent its lights and flowers are drawn in. The bedroom window has a soft dreamy sky of its own.

export interface Palette {
  dusk: [string, string];
  night: [string, string];
  ground: string;
  groundFar: string;
  accent: string;
}

export const palettes: Record<Landscape, Palette> = {
  forest: {
    dusk: ['#f6b38e', '#7a6aa8'],
    night: ['#1b2a4a', '#0c1326'],
    ground: '#2f5d3a',
    groundFar: '#3f7a4c',
    accent: '#c6f28c',
  },
  castle: {
    dusk: ['#f7c6a3', '#9c7bc4'],
    night: ['#2a2150', '#100c26'],
    ground: '#4f6b4a',
    groundFar: '#6c7f9a',
    accent: '#ffd76e',
  },
  sea: {
    dusk: ['#5fd0d6', '#1d7aa8'],
    night: ['#0e4d73', '#06203a'],
    ground: '#d8c48f',
    groundFar: '#3f8f9a',
    accent: '#ff9fb5',
  },
  space: {
    dusk: ['#3a2d6b', '#120f2e'],
    night: ['#0d0a24', '#02010a'],
    ground: '#b7b3c4',
    groundFar: '#7d7894',
    accent: '#9fe6ff',
  },
  dinosaurs: {
    dusk: ['#ffc47a', '#d9756a'],
    night: ['#3a2a4a', '#16122a'],
    ground: '#6f8f3f',
    groundFar: '#8b6b4a',
    accent: '#ff8a5c',
  },
  village: {
    dusk: ['#ffd3a1', '#e88fa0'],
    night: ['#243457', '#0f1730'],
    ground: '#6b9a4f',
    groundFar: '#8fb36a',
    accent: '#ffcf6b',
  },
  farm: {
    dusk: ['#ffd9a8', '#f0a48a'],
    night: ['#26365a', '#0f1730'],
    ground: '#7aa84f',
    groundFar: '#a3c46a',
    accent: '#ffcf6b',
  },
  seaside: {
    dusk: ['#ffd0a0', '#8fb8e0'],
    night: ['#1d3a5c', '#0a1a30'],
    ground: '#ecd9a6',
    groundFar: '#4f9fc4',
    accent: '#ff9f80',
  },
  snow: {
    dusk: ['#f4c6c0', '#8a8fc8'],
    night: ['#22305a', '#0c1330'],
    ground: '#eef3fa',
    groundFar: '#d5e0ef',
    accent: '#a8d8ff',
  },
  mountains: {
    dusk: ['#ffc59a', '#9a86c4'],
    night: ['#23304f', '#0d1328'],
    ground: '#6f8f5a',
    groundFar: '#7e87a8',
    accent: '#ffe08a',
  },
  jungle: {
    dusk: ['#ffd08a', '#e0877a'],
    night: ['#1c3a3a', '#0a1a1c'],
    ground: '#2f6b3a',
    groundFar: '#3f8a4a',
    accent: '#ff7fa8',
  },
  home: {
    dusk: ['#ffd3a1', '#c78fb0'],
    night: ['#243457', '#0f1730'],
    ground: '#5f8f4a',
    groundFar: '#8fa870',
    accent: '#ffd76e',
  },
};

/** The sky seen through the bedroom window: soft and dreamy whatever the story's place. */
export const WINDOW_SKY: Palette = {
  dusk: ['#ffd1e8', '#b7a4f0'],
  night: ['#3b3a78', '#171a3d'],
  ground: '#9fd3b8',
  groundFar: '#c9b8ef',
  accent: '#fff2a8',
};
