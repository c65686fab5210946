export default "M5 12h14m-7-7 7 7-7 7";
