/** A Place Details `result` as Google sends it for San Francisco's Ferry Building (fields we ask for, plus a few it adds). */
export const FERRY_BUILDING_ID = 'ChIJWTGPjmaAhYARxz6l1hOj92w';
export const FERRY_BUILDING = {
  name: 'Ferry Building',
  rating: 4.7,
  user_ratings_total: 38012,
  price_level: 2,
  formatted_address: '1 Ferry Building, San Francisco, CA 94111, USA',
  formatted_phone_number: '(415) 983-8030',
  website: 'https://www.ferrybuildingmarketplace.com/',
  opening_hours: {
    open_now: true,
    periods: [{ open: { day: 1, time: '0700' }, close: { day: 1, time: '2000' } }],
    weekday_text: [
      'Monday: 7:00 AM – 8:00 PM',
      'Tuesday: 7:00 AM – 8:00 PM',
      'Wednesday: 7:00 AM – 8:00 PM',
      'Thursday: 7:00 AM – 8:00 PM',
      'Friday: 7:00 AM – 8:00 PM',
      'Saturday: 8:00 AM – 8:00 PM',
      'Sunday: 8:00 AM – 6:00 PM',
    ],
  },
  geometry: {
    location: { lat: 37.7955703, lng: -122.3934724 },
    viewport: { northeast: { lat: 37.797, lng: -122.392 }, southwest: { lat: 37.794, lng: -122.395 } },
  },
  photos: [
    {
      height: 3024,
      width: 4032,
      html_attributions: ['<a href="https://maps.google.com/maps/contrib/1">Ana</a>'],
      photo_reference: 'AWU5eFhPhotoRefOne_abc-123',
    },
    { height: 2268, width: 4032, html_attributions: [], photo_reference: 'AWU5eFhPhotoRefTwo_def-456' },
  ],
  reviews: [
    {
      author_name: 'Ana Souza',
      author_url: 'https://www.google.com/maps/contrib/1/reviews',
      language: 'en',
      profile_photo_url: 'https://lh3.googleusercontent.com/a/x',
      rating: 5,
      relative_time_description: '2 weeks ago',
      text: 'Great oysters and a lovely view of the Bay Bridge.',
      time: 1718000000,
    },
    {
      author_name: 'Ken Ito',
      rating: 4,
      relative_time_description: 'a month ago',
      text: 'Busy on Saturdays (farmers market).',
      time: 1716000000,
    },
  ],
  types: ['tourist_attraction', 'point_of_interest', 'establishment'],
};
