/** The 22 preset themes of the tour creator (SPEC §3). */
export interface CreatorPreset {
  id: string;
  name: string;
  description: string;
}

export const CREATOR_PRESETS: readonly CreatorPreset[] = [
  {
    id: 'architecture',
    name: 'Architecture',
    description: 'Landmark buildings, styles and the architects behind them',
  },
  { id: 'art_culture', name: 'Art & Culture', description: 'Galleries, museums, public art and cultural life' },
  { id: 'coffee_cafes', name: 'Coffee & Cafés', description: 'Beloved cafés, roasters and coffee traditions' },
  { id: 'family_friendly', name: 'Family Friendly', description: 'Stops that children and parents both enjoy' },
  { id: 'famous_people', name: 'Famous People', description: 'Where notable residents lived, worked and made history' },
  { id: 'ghost_stories', name: 'Ghost Stories', description: 'Haunted places and the eerie tales told about them' },
  { id: 'hidden_gems', name: 'Hidden Gems', description: 'Lesser-known corners that locals love' },
  { id: 'historical_facts', name: 'Historical Facts', description: 'The events and eras that shaped the place' },
  { id: 'literary', name: 'Literary', description: 'Writers, bookshops and settings from famous books' },
  { id: 'food_culture', name: 'Food Culture', description: 'Local dishes, markets and culinary traditions' },
  { id: 'local_legends', name: 'Local Legends', description: 'Folklore, myths and stories passed down' },
  { id: 'nature', name: 'Nature', description: 'Parks, wildlife and natural wonders' },
  { id: 'nightlife', name: 'Nightlife', description: 'Bars, music venues and the place after dark' },
  { id: 'photography', name: 'Photography', description: 'The best viewpoints and photo spots' },
  { id: 'religious_sites', name: 'Religious Sites', description: 'Churches, temples, shrines and sacred places' },
  { id: 'romantic_stories', name: 'Romantic Stories', description: 'Love stories and romantic spots' },
  { id: 'science_innovation', name: 'Science & Innovation', description: 'Discoveries, inventors and technology' },
  { id: 'shopping', name: 'Shopping', description: 'Markets, boutiques and local crafts' },
  { id: 'sports_recreation', name: 'Sports & Recreation', description: 'Stadiums, trails and places to play' },
  { id: 'street_art', name: 'Street Art', description: 'Murals, graffiti and the artists behind them' },
  { id: 'waterfront', name: 'Waterfront', description: 'Harbours, rivers, beaches and life by the water' },
  { id: 'wellness', name: 'Wellness', description: 'Spas, gardens and calm places to recharge' },
];

export const DEFAULT_CREATOR_THEME = 'food_culture';
export const FALLBACK_CREATOR_THEME = 'fun_facts';
