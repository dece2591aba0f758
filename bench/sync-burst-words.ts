/** Words the burst benchmark's notes are made of and its searches look for. */
export const VOCABULARY = (
  "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike " +
  "november oscar papa quebec romeo sierra tango uniform victor whiskey xray " +
  "yankee zulu agent model vector prompt token embed train infer deploy scale " +
  "python rust react vision speech robot graph cloud edge data label fine tune " +
  "search rank index cache batch queue shard merge split stream event trace " +
  "metric alert build test ship learn teach share design paint music story"
).split(" ");
