export default "m7 4 13 8-13 8z";
