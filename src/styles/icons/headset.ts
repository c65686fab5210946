export default "M3 14v-3a9 9 0 0 1 18 0v3M21 14v3a2 2 0 0 1-2 2h-1v-7h3M3 14v3a2 2 0 0 0 2 2h1v-7H3M18 19a3 3 0 0 1-3 3h-3";
