export default "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM2 4a2 2 0 1 0 4 0a2 2 0 1 0-4 0";
