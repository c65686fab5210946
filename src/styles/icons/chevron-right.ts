export default "m9 18 6-6-6-6";
